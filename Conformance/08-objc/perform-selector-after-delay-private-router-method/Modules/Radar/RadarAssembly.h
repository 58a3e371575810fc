//
//  RadarAssembly.h
//  Nimbus
//

#import <UIKit/UIKit.h>

@interface RadarAssembly : NSObject

+ (UIViewController *)buildModuleWithCity:(NSString *)city;

@end
