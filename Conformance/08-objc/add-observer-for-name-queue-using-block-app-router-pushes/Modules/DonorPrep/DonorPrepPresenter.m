//
//  DonorPrepPresenter.m
//  Dropline
//

#import "DonorPrepPresenter.h"

@implementation DonorPrepPresenter

#pragma mark - DonorPrepViewOutput

- (void)didTriggerViewReadyEvent {
    NSArray<NSString *> *tips = @[@"Drink an extra 500 ml of water beforehand",
                                  @"Eat a proper meal within three hours of your slot",
                                  @"Bring photo ID and your donor card"];
    [self.view showTips:tips forSlot:self.slotIdentifier];
}

@end
