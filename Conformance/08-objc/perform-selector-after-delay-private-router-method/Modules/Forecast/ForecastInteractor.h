//
//  ForecastInteractor.h
//  Nimbus
//

#import <Foundation/Foundation.h>

@protocol ForecastInteractorOutput <NSObject>
- (void)didObtainForecastForCity:(NSString *)city days:(NSArray<NSString *> *)days;
@end

@protocol ForecastInteractorInput <NSObject>
- (void)obtainForecast;
@end

@interface ForecastInteractor : NSObject <ForecastInteractorInput>

@property (nonatomic, weak) id<ForecastInteractorOutput> output;

@end
