//
//  SplashViewController.h
//  Nimbus
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SplashViewInput <NSObject>
- (void)showLoading;
@end

@protocol SplashViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTriggerViewWillDisappearEvent;
@end

@interface SplashViewController : UIViewController <SplashViewInput>

@property (nonatomic, strong) id<SplashViewOutput> output;

@end

NS_ASSUME_NONNULL_END
