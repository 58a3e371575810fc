//
//  TripDetailInteractor.h
//  Wanderlust
//

#import <Foundation/Foundation.h>

@protocol TripDetailInteractorOutput <NSObject>
- (void)didObtainStops:(NSArray<NSString *> *)stops;
@end

@protocol TripDetailInteractorInput <NSObject>
- (void)obtainStops;
@end

@interface TripDetailInteractor : NSObject <TripDetailInteractorInput>

@property (nonatomic, weak) id<TripDetailInteractorOutput> output;

@end
