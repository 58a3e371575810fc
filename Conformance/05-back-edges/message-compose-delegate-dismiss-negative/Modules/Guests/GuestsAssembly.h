//
//  GuestsAssembly.h
//  Soiree
//

#import <UIKit/UIKit.h>

@interface GuestsAssembly : NSObject

+ (UIViewController *)buildModule;

@end
