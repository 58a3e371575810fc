//
//  LiftTicketViewController.h
//  Piste
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol LiftTicketViewInput <NSObject>
- (void)showPassCode:(NSString *)code validUntil:(NSString *)validUntil;
@end

@protocol LiftTicketViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapDone;
@end

@interface LiftTicketViewController : UIViewController <LiftTicketViewInput>

@property (nonatomic, strong) id<LiftTicketViewOutput> output;

@end

NS_ASSUME_NONNULL_END
