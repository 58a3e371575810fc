//
//  GuestDetailViewController.h
//  Soiree
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol GuestDetailViewInput <NSObject>
- (void)showGuestName:(NSString *)name phoneNumber:(NSString *)phoneNumber;
@end

@protocol GuestDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapSendReminder;
@end

@interface GuestDetailViewController : UIViewController <GuestDetailViewInput>

@property (nonatomic, strong) id<GuestDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
