//
//  HarvestLogRouter.h
//  Sprout
//

#import <UIKit/UIKit.h>

@class Crop;

NS_ASSUME_NONNULL_BEGIN

@protocol HarvestLogRouterInput <NSObject>
- (void)showCropDetailFromViewController:(UIViewController *)viewController withCrop:(Crop *)crop;
- (void)presentAddCropFromViewController:(UIViewController *)viewController;
@end

@interface HarvestLogRouter : NSObject <HarvestLogRouterInput>
@end

NS_ASSUME_NONNULL_END
