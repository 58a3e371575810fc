//
//  CityListAssembly.h
//  Skyline
//

#import <UIKit/UIKit.h>

@interface CityListAssembly : NSObject

+ (UIViewController *)buildModule;

@end
