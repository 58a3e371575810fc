//
//  WaterDetailPresenter.m
//  Reelmark
//

#import "WaterDetailPresenter.h"

@implementation WaterDetailPresenter

#pragma mark - WaterDetailViewOutput

- (void)didTriggerViewReadyEvent {
    NSString *rules = [self.waterIdentifier hasPrefix:@"river"]
        ? @"Fly only, catch and release for salmon. Season closes 17 October."
        : @"Bank fishing from marked pegs. Bag limit: four trout.";
    [self.view showTitle:self.waterIdentifier rules:rules];
}

- (void)didTapLogCatch {
    [self.router openLogCatchForWaterWithIdentifier:self.waterIdentifier];
}

@end
