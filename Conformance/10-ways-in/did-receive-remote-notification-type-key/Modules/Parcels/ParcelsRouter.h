//
//  ParcelsRouter.h
//  Doorstep
//

#import <UIKit/UIKit.h>

@protocol ParcelsRouterInput <NSObject>
- (void)openParcelWithTrackingNumber:(NSString *)trackingNumber;
@end

@interface ParcelsRouter : NSObject <ParcelsRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
