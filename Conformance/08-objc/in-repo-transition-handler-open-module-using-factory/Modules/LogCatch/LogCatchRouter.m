//
//  LogCatchRouter.m
//  Reelmark
//

#import "LogCatchRouter.h"

@implementation LogCatchRouter

#pragma mark - LogCatchRouterInput

- (void)closeLogCatch {
    [self.transitionHandler closeCurrentModule:YES];
}

@end
