//
//  SettingsViewController.h
//  Ledgerly
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SettingsViewInput <NSObject>
- (void)showSignedInEmail:(NSString *)email;
@end

@protocol SettingsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapSignOut;
@end

@interface SettingsViewController : UIViewController <SettingsViewInput>

@property (nonatomic, strong) id<SettingsViewOutput> output;

@end

NS_ASSUME_NONNULL_END
