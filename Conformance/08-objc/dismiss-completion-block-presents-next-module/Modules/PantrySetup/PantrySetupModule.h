//
//  PantrySetupModule.h
//  Mise
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PantrySetupViewOutput <NSObject>
- (void)didTapDone;
@end

@interface PantrySetupViewController : UIViewController
@property (nonatomic, strong) id<PantrySetupViewOutput> output;
@end

@interface PantrySetupRouter : NSObject
@property (nonatomic, weak) UIViewController *viewController;
- (void)close;
@end

@interface PantrySetupPresenter : NSObject <PantrySetupViewOutput>
@property (nonatomic, strong) PantrySetupRouter *router;
@end

@interface PantrySetupAssembly : NSObject
+ (UIViewController *)buildModule;
@end

NS_ASSUME_NONNULL_END
