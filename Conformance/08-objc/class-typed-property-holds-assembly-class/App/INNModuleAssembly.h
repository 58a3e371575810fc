//
//  INNModuleAssembly.h
//  Innkeep
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Every module's assembly builds its screen through this class method, so a router
/// can keep the *class* of the next module's assembly and tests can swap in a stub.
@protocol INNModuleAssembly <NSObject>
+ (UIViewController *)assembleModuleWithParameter:(nullable id)parameter;
@end

NS_ASSUME_NONNULL_END
