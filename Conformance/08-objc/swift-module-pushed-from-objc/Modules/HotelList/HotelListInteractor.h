//
//  HotelListInteractor.h
//  Staybook
//

#import <Foundation/Foundation.h>

@protocol HotelListInteractorOutput <NSObject>
- (void)didObtainHotels:(NSArray<NSString *> *)hotels;
@end

@protocol HotelListInteractorInput <NSObject>
- (void)obtainHotels;
@end

@interface HotelListInteractor : NSObject <HotelListInteractorInput>

@property (nonatomic, weak) id<HotelListInteractorOutput> output;

@end
