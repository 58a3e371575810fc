//
//  SeatPickerRouter.h
//  Encore
//

#import <UIKit/UIKit.h>

@protocol SeatPickerRouterInput <NSObject>
- (void)showTicketWithCode:(NSString *)code gig:(NSString *)gig seat:(NSString *)seat;
@end

@interface SeatPickerRouter : NSObject <SeatPickerRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
