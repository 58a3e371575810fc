//
//  FabricStashModule.h
//  Patchwork
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface FabricStashPresenter : NSObject

@property (nonatomic, copy, readonly) NSArray<NSString *> *fabrics;

@end

@interface FabricStashViewController : UITableViewController

@property (nonatomic, strong) FabricStashPresenter *presenter;

@end

@interface FabricStashAssembly : NSObject

+ (UIViewController *)buildModule;

@end

NS_ASSUME_NONNULL_END
