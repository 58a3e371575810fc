//
//  ParkingMapInteractor.h
//  ParkEasy
//

#import <Foundation/Foundation.h>

@protocol ParkingMapInteractorOutput <NSObject>
- (void)didObtainSpots:(NSArray<NSString *> *)spots;
@end

@protocol ParkingMapInteractorInput <NSObject>
- (void)obtainSpots;
@end

@interface ParkingMapInteractor : NSObject <ParkingMapInteractorInput>

@property (nonatomic, weak) id<ParkingMapInteractorOutput> output;

@end
