//
//  CityListInteractor.h
//  Skyline
//

#import <Foundation/Foundation.h>

@protocol CityListInteractorOutput <NSObject>
- (void)didObtainCities:(NSArray<NSString *> *)cities;
@end

@protocol CityListInteractorInput <NSObject>
- (void)obtainCities;
@end

@interface CityListInteractor : NSObject <CityListInteractorInput>

@property (nonatomic, weak) id<CityListInteractorOutput> output;

@end
