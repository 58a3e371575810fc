//
//  TripListAssembly.h
//  Wanderlust
//

#import <UIKit/UIKit.h>

@interface TripListAssembly : NSObject

+ (UIViewController *)buildModule;

@end
