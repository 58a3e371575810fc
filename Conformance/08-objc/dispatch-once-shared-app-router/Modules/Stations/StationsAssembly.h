//
//  StationsAssembly.h
//  Spokes
//

#import <UIKit/UIKit.h>

@interface StationsAssembly : NSObject

+ (UIViewController *)buildModule;

@end
