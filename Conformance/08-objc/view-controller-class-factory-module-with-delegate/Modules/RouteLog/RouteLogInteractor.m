//
//  RouteLogInteractor.m
//  Crux
//

#import "RouteLogInteractor.h"

@interface RouteLogInteractor ()

@property (nonatomic, copy) NSArray<NSString *> *climbs;

@end

@implementation RouteLogInteractor

- (instancetype)init {
    self = [super init];
    if (self) {
        _climbs = @[@"Arête Direct · 6b", @"Moonlight Crack · 5c"];
    }
    return self;
}

#pragma mark - RouteLogInteractorInput

- (void)obtainClimbs {
    [self.output didObtainClimbs:self.climbs];
}

- (void)logClimbWithGrade:(NSString *)grade {
    self.climbs = [@[[NSString stringWithFormat:@"New send · %@", grade]] arrayByAddingObjectsFromArray:self.climbs];
    [self.output didObtainClimbs:self.climbs];
}

@end
