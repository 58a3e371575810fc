//
//  ItineraryAssembly.h
//  Waypoint
//

#import <UIKit/UIKit.h>

@interface ItineraryAssembly : NSObject

+ (UIViewController *)buildModule;

@end
