//
//  TripListInteractor.h
//  Wanderlust
//

#import <Foundation/Foundation.h>

@protocol TripListInteractorOutput <NSObject>
- (void)didObtainTrips:(NSArray<NSString *> *)trips;
@end

@protocol TripListInteractorInput <NSObject>
- (void)obtainTrips;
@end

@interface TripListInteractor : NSObject <TripListInteractorInput>

@property (nonatomic, weak) id<TripListInteractorOutput> output;

@end
