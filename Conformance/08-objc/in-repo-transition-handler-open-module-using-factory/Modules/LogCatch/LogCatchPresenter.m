//
//  LogCatchPresenter.m
//  Reelmark
//

#import "LogCatchPresenter.h"

@implementation LogCatchPresenter

#pragma mark - LogCatchViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showWaterName:self.waterIdentifier];
}

- (void)didTapSaveWithSpecies:(NSString *)species weight:(NSString *)weight {
    [self.interactor saveCatchOfSpecies:species weight:weight.doubleValue atWater:self.waterIdentifier];
}

- (void)didTapCancel {
    [self.router closeLogCatch];
}

#pragma mark - LogCatchInteractorOutput

- (void)didSaveCatch {
    [self.router closeLogCatch];
}

@end
