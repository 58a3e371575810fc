//
//  ForecastAssembly.h
//  Skyline
//

#import <UIKit/UIKit.h>

@interface ForecastAssembly : NSObject

+ (UIViewController *)buildModuleWithCity:(NSString *)city;

@end
