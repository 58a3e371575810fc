//
//  WorkshopInteractor.m
//  SpokeShop
//

#import "WorkshopInteractor.h"

@implementation WorkshopInteractor

- (NSArray<NSDictionary<NSString *, NSString *> *> *)repairTopics {
    return @[
        @{ @"id": @"tyres", @"title": @"Fix a puncture" },
        @{ @"id": @"brakes", @"title": @"Adjust rim brakes" },
        @{ @"id": @"gears", @"title": @"Index your gears" }
    ];
}

@end
