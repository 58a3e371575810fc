//
//  ReadingHistoryAssembly.h
//  Stacks
//

#import <UIKit/UIKit.h>

@interface ReadingHistoryAssembly : NSObject

+ (UIViewController *)buildModule;

@end
