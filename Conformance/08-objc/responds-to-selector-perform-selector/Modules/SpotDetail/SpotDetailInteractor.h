//
//  SpotDetailInteractor.h
//  ParkEasy
//

#import <Foundation/Foundation.h>

@protocol SpotDetailInteractorOutput <NSObject>
- (void)didObtainRates:(NSArray<NSString *> *)rates;
@end

@protocol SpotDetailInteractorInput <NSObject>
- (void)obtainRates;
@end

@interface SpotDetailInteractor : NSObject <SpotDetailInteractorInput>

@property (nonatomic, weak) id<SpotDetailInteractorOutput> output;

@end
