//
//  WatersPresenter.m
//  Reelmark
//

#import "WatersPresenter.h"

@interface WatersPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *identifiers;

@end

@implementation WatersPresenter

#pragma mark - WatersViewOutput

- (void)didTriggerViewReadyEvent {
    self.identifiers = @[@"river-wye-hay", @"llyn-brenig", @"chew-valley"];
    [self.view showWaterNames:@[@"River Wye at Hay", @"Llyn Brenig", @"Chew Valley Lake"]];
}

- (void)didSelectWaterAtIndex:(NSUInteger)index {
    [self.router openWaterWithIdentifier:self.identifiers[index]];
}

@end
