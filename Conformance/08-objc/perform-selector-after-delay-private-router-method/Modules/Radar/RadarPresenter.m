//
//  RadarPresenter.m
//  Nimbus
//

#import "RadarPresenter.h"

@interface RadarPresenter ()

@property (nonatomic, copy) NSString *city;

@end

@implementation RadarPresenter

- (instancetype)initWithCity:(NSString *)city {
    self = [super init];
    if (self) {
        _city = [city copy];
    }
    return self;
}

#pragma mark - RadarViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showRadarTitle:[NSString stringWithFormat:@"Radar · %@", self.city] imageName:@"radar-placeholder"];
}

@end
