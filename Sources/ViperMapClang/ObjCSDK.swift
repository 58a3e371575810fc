/// A small SDK of our own for parsing iOS Objective-C without Apple's: just enough of Foundation and
/// UIKit for clang to keep the declarations and message sends that navigation is made of (an
/// unknown class or selector makes clang drop the whole send). Given to clang as in-memory files.
enum ObjCSDK {
    static let headers: [String: String] = [
        "Foundation/Foundation.h": foundation,
        "UIKit/UIKit.h": uikit,
    ]

    static let foundation = """
    #ifndef VIPERMAP_FOUNDATION
    #define VIPERMAP_FOUNDATION
    typedef signed char BOOL;
    #define YES ((BOOL)1)
    #define NO ((BOOL)0)
    #define nil ((id)0)
    #define NULL ((void *)0)
    #define NS_ASSUME_NONNULL_BEGIN
    #define NS_ASSUME_NONNULL_END
    #define NS_DESIGNATED_INITIALIZER
    #define NS_UNAVAILABLE
    #define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
    #define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
    #define NS_CLOSED_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
    #define NS_ERROR_ENUM(_domain, _name) enum _name : NSInteger _name; enum _name : NSInteger
    #define NS_SWIFT_NAME(_name)
    #define NS_REFINED_FOR_SWIFT
    #define NS_SWIFT_UNAVAILABLE(_message)
    #define NS_SWIFT_NOTHROW
    #define NS_REQUIRES_SUPER
    #define NS_NOESCAPE
    #define NS_STRING_ENUM
    #define NS_TYPED_ENUM
    #define NS_EXTENSIBLE_STRING_ENUM
    #define NS_AVAILABLE_IOS(...)
    #define NS_DEPRECATED_IOS(...)
    #define NS_CLASS_AVAILABLE_IOS(...)
    #define API_AVAILABLE(...)
    #define API_UNAVAILABLE(...)
    #define API_DEPRECATED(...)
    #define API_DEPRECATED_WITH_REPLACEMENT(...)
    #define NS_INLINE static inline
    #define FOUNDATION_EXPORT extern
    #define FOUNDATION_EXTERN extern
    #define UIKIT_EXTERN extern
    #define IBOutlet
    #define IBOutletCollection(_class)
    #define IBAction void
    #define IBInspectable
    #define IB_DESIGNABLE
    typedef long NSInteger;
    typedef unsigned long NSUInteger;
    typedef double CGFloat;
    typedef double NSTimeInterval;
    @protocol NSObject
    @end
    @interface NSObject <NSObject>
    + (instancetype)alloc;
    + (instancetype)new;
    - (instancetype)init;
    - (id)copy;
    @end
    @interface NSString : NSObject
    + (instancetype)stringWithFormat:(NSString *)format, ...;
    @end
    @interface NSArray<ObjectType> : NSObject
    + (instancetype)arrayWithObjects:(id)first, ...;
    @property (readonly) NSUInteger count;
    @property (readonly) id firstObject;
    @property (readonly) id lastObject;
    @end
    @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
    - (void)addObject:(id)object;
    @end
    @interface NSDictionary<KeyType, ObjectType> : NSObject
    @end
    @interface NSNumber : NSObject
    @end
    @interface NSDate : NSObject
    @end
    @interface NSError : NSObject
    @end
    @interface NSBundle : NSObject
    + (instancetype)mainBundle;
    @end
    @interface NSURL : NSObject
    @end
    #endif
    """

    static let uikit = """
    #ifndef VIPERMAP_UIKIT
    #define VIPERMAP_UIKIT
    #import <Foundation/Foundation.h>
    typedef struct { CGFloat x, y, width, height; } CGRect;
    @class UINavigationController, UITabBarController, UIStoryboard, UIStoryboardSegue, UIWindow;
    @interface UIResponder : NSObject
    @end
    @interface UIView : UIResponder
    - (instancetype)initWithFrame:(CGRect)frame;
    - (void)addSubview:(UIView *)view;
    @end
    @interface UIScreen : NSObject
    + (UIScreen *)mainScreen;
    @property (readonly) CGRect bounds;
    @end
    @interface UIViewController : UIResponder
    - (instancetype)initWithNibName:(NSString *)nibName bundle:(NSBundle *)bundle;
    @property (strong) UIView *view;
    @property (copy) NSString *title;
    @property (readonly) UINavigationController *navigationController;
    @property (readonly) UITabBarController *tabBarController;
    @property (readonly) UIViewController *presentingViewController;
    @property (readonly) UIViewController *presentedViewController;
    @property (readonly) UIStoryboard *storyboard;
    @property (readonly) NSArray *childViewControllers;
    - (void)presentViewController:(UIViewController *)controller animated:(BOOL)animated completion:(void (^)(void))completion;
    - (void)dismissViewControllerAnimated:(BOOL)animated completion:(void (^)(void))completion;
    - (void)showViewController:(UIViewController *)controller sender:(id)sender;
    - (void)showDetailViewController:(UIViewController *)controller sender:(id)sender;
    - (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender;
    - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender;
    - (void)addChildViewController:(UIViewController *)child;
    - (void)didMoveToParentViewController:(UIViewController *)parent;
    - (void)viewDidLoad;
    - (void)viewWillAppear:(BOOL)animated;
    @end
    @interface UITableViewController : UIViewController
    @end
    @interface UICollectionViewController : UIViewController
    @end
    @interface UINavigationController : UIViewController
    - (instancetype)initWithRootViewController:(UIViewController *)root;
    @property (copy) NSArray *viewControllers;
    @property (readonly) UIViewController *topViewController;
    - (void)pushViewController:(UIViewController *)controller animated:(BOOL)animated;
    - (UIViewController *)popViewControllerAnimated:(BOOL)animated;
    - (NSArray *)popToRootViewControllerAnimated:(BOOL)animated;
    - (NSArray *)popToViewController:(UIViewController *)controller animated:(BOOL)animated;
    - (void)setViewControllers:(NSArray *)controllers animated:(BOOL)animated;
    @end
    @interface UITabBarController : UIViewController
    @property (copy) NSArray *viewControllers;
    @property NSUInteger selectedIndex;
    - (void)setViewControllers:(NSArray *)controllers animated:(BOOL)animated;
    @end
    @interface UIStoryboard : NSObject
    + (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(NSBundle *)bundle;
    - (id)instantiateInitialViewController;
    - (id)instantiateViewControllerWithIdentifier:(NSString *)identifier;
    @end
    @interface UIStoryboardSegue : NSObject
    @property (readonly) NSString *identifier;
    @property (readonly) id sourceViewController;
    @property (readonly) id destinationViewController;
    @end
    @interface UIWindow : UIView
    @property (strong) UIViewController *rootViewController;
    - (void)makeKeyAndVisible;
    @end
    @interface UIApplication : UIResponder
    + (UIApplication *)sharedApplication;
    @property (readonly) UIWindow *keyWindow;
    @end
    @protocol UIApplicationDelegate <NSObject>
    @property (strong) UIWindow *window;
    @end
    @interface UIAlertController : UIViewController
    @end
    #endif
    """
}
