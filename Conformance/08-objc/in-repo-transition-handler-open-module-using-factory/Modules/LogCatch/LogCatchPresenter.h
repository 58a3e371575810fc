//
//  LogCatchPresenter.h
//  Reelmark
//

#import <Foundation/Foundation.h>

#import "LogCatchViewController.h"
#import "LogCatchInteractor.h"
#import "LogCatchRouter.h"

@interface LogCatchPresenter : NSObject <LogCatchViewOutput, LogCatchInteractorOutput>

@property (nonatomic, weak) id<LogCatchViewInput> view;
@property (nonatomic, strong) id<LogCatchInteractorInput> interactor;
@property (nonatomic, strong) id<LogCatchRouterInput> router;
@property (nonatomic, copy) NSString *waterIdentifier;

@end
