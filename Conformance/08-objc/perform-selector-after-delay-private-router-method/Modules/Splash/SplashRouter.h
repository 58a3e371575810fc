//
//  SplashRouter.h
//  Nimbus
//

#import <UIKit/UIKit.h>

@protocol SplashRouterInput <NSObject>
- (void)openForecastAfterDelay:(NSTimeInterval)delay;
- (void)cancelScheduledTransition;
@end

@interface SplashRouter : NSObject <SplashRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
