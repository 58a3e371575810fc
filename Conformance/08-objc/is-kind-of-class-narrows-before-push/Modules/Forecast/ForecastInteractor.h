//
//  ForecastInteractor.h
//  Skyline
//

#import <Foundation/Foundation.h>

@protocol ForecastInteractorOutput <NSObject>
- (void)didObtainDays:(NSArray<NSString *> *)days;
@end

@protocol ForecastInteractorInput <NSObject>
- (void)obtainDays;
@end

@interface ForecastInteractor : NSObject <ForecastInteractorInput>

@property (nonatomic, weak) id<ForecastInteractorOutput> output;

@end
