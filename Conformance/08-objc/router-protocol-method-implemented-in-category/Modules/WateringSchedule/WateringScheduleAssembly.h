//
//  WateringScheduleAssembly.h
//  Sprout
//

#import <UIKit/UIKit.h>

@interface WateringScheduleAssembly : NSObject

+ (UIViewController *)buildModule;

@end
