//
//  LiftTicketPresenter.h
//  Piste
//

#import <Foundation/Foundation.h>

#import "LiftTicketViewController.h"
#import "LiftTicketRouter.h"

@interface LiftTicketPresenter : NSObject <LiftTicketViewOutput>

@property (nonatomic, weak) id<LiftTicketViewInput> view;
@property (nonatomic, strong) id<LiftTicketRouterInput> router;

@end
