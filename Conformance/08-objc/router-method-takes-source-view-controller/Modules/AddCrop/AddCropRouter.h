//
//  AddCropRouter.h
//  Sprout
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AddCropRouterInput <NSObject>
- (void)closeModuleFromViewController:(UIViewController *)viewController;
@end

@interface AddCropRouter : NSObject <AddCropRouterInput>
@end

NS_ASSUME_NONNULL_END
