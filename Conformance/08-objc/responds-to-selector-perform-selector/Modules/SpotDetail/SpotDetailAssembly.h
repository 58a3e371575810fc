//
//  SpotDetailAssembly.h
//  ParkEasy
//

#import <UIKit/UIKit.h>

@interface SpotDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithSpotIdentifier:(NSString *)spotIdentifier;

@end
