//
//  QuiltProjectsModule.h
//  Patchwork
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface QuiltProjectsPresenter : NSObject

@property (nonatomic, copy, readonly) NSArray<NSString *> *projects;

@end

@interface QuiltProjectsViewController : UITableViewController

@property (nonatomic, strong) QuiltProjectsPresenter *presenter;

@end

@interface QuiltProjectsAssembly : NSObject

+ (UIViewController *)buildModule;

@end

NS_ASSUME_NONNULL_END
