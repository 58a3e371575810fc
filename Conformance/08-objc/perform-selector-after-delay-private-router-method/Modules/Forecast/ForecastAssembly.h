//
//  ForecastAssembly.h
//  Nimbus
//

#import <UIKit/UIKit.h>

@interface ForecastAssembly : NSObject

+ (UIViewController *)buildModule;

@end
