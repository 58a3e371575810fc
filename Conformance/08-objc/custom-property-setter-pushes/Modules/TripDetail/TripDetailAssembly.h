//
//  TripDetailAssembly.h
//  Wanderlust
//

#import <UIKit/UIKit.h>

@interface TripDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithTripName:(NSString *)tripName;

@end
