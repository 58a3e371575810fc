//
//  ForecastRouter.h
//  Nimbus
//

#import <UIKit/UIKit.h>

@protocol ForecastRouterInput <NSObject>
- (void)openRadarForCity:(NSString *)city;
@end

@interface ForecastRouter : NSObject <ForecastRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
