//
//  TripsInteractor.h
//  Wayfarer
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TripsInteractorInput <NSObject>
/// Each trip as @{ @"id": ..., @"title": ... }.
- (NSArray<NSDictionary<NSString *, NSString *> *> *)upcomingTrips;
@end

@interface TripsInteractor : NSObject <TripsInteractorInput>
@end

NS_ASSUME_NONNULL_END
