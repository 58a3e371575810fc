//
//  LogCatchRouter.h
//  Reelmark
//

#import <Foundation/Foundation.h>
#import "RMKTransitionHandler.h"

@protocol LogCatchRouterInput <NSObject>
- (void)closeLogCatch;
@end

@interface LogCatchRouter : NSObject <LogCatchRouterInput>

@property (nonatomic, weak) id<RMKTransitionHandler> transitionHandler;

@end
