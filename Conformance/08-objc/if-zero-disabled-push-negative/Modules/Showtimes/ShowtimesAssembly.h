//
//  ShowtimesAssembly.h
//  Matinee
//

#import <UIKit/UIKit.h>

@interface ShowtimesAssembly : NSObject

+ (UIViewController *)buildModule;

@end
