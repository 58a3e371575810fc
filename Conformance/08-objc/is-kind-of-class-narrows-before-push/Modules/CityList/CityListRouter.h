//
//  CityListRouter.h
//  Skyline
//

#import <UIKit/UIKit.h>
#import "CityListViewController.h"

@protocol CityListRouterInput <NSObject>
- (void)openForecastForCity:(NSString *)city;
@end

@interface CityListRouter : NSObject <CityListRouterInput>

@property (nonatomic, weak) id<CityListViewInput> view;

@end
