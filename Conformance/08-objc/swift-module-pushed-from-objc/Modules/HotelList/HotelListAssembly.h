//
//  HotelListAssembly.h
//  Staybook
//

#import <UIKit/UIKit.h>

@interface HotelListAssembly : NSObject

+ (UIViewController *)buildModule;

@end
