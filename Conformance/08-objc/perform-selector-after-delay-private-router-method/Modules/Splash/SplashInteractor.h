//
//  SplashInteractor.h
//  Nimbus
//

#import <Foundation/Foundation.h>

@protocol SplashInteractorOutput <NSObject>
- (void)didWarmUpForecastCache;
@end

@protocol SplashInteractorInput <NSObject>
- (void)warmUpForecastCache;
@end

@interface SplashInteractor : NSObject <SplashInteractorInput>

@property (nonatomic, weak) id<SplashInteractorOutput> output;

@end
