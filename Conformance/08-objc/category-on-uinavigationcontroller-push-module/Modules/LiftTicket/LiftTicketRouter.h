//
//  LiftTicketRouter.h
//  Piste
//

#import <UIKit/UIKit.h>

@protocol LiftTicketRouterInput <NSObject>
- (void)closeTicket;
@end

@interface LiftTicketRouter : NSObject <LiftTicketRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
