//
//  TripsAssembly.h
//  Wayfarer
//

#import <UIKit/UIKit.h>

@interface TripsAssembly : NSObject

+ (UIViewController *)assembleTripsModule;

@end
