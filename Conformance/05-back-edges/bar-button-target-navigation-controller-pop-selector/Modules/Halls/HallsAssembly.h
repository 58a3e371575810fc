//
//  HallsAssembly.h
//  Gallerist
//

#import <UIKit/UIKit.h>

@interface HallsAssembly : NSObject

+ (UIViewController *)buildModule;

@end
